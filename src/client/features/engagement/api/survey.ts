// POST /api/band-challenge-survey.
import { useMutation } from '@tanstack/react-query';
import type { BandChallengeSurveyRequest } from '@shared/contracts/engagement';
import { apiRequest } from '@client/lib/api';

export async function submitSurveyAnswer(request: BandChallengeSurveyRequest): Promise<void> {
  await apiRequest('POST', '/api/band-challenge-survey', request);
}

export function useSubmitSurveyAnswer() {
  return useMutation({ mutationFn: submitSurveyAnswer });
}
