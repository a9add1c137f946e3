// Custom Concept: band name and genre (required), influences and vibe; three concepts to choose
// from, edit or regenerate; then an image of the chosen one in the chosen art style.
import { useReducer, useRef, useState, type FormEvent } from 'react';
import { Shapes, Sparkles } from 'lucide-react';
import { DEFAULT_ART_STYLE } from '@shared/catalog/art-styles';
import type { StudioImage } from '@shared/contracts/studio';
import { Button } from '@client/components/ui/button';
import { useGenerateConcepts, useGenerateImage } from './api/use-studio';
import { ArtStylePicker, type ArtStyleChoice } from './art-style-picker';
import { ConceptList } from './concept-list';
import { conceptReducer, EMPTY_CONCEPTS, selectedConcept } from './concept-state';
import { BandNameField, ImageGenreField, InfluencesAndVibe, optional } from './studio-fields';
import { MISSING } from './studio-messages';
import { toastFailure, toastMissing } from './studio-toasts';

const BAND_ID = 'image-concept-band';
const GENRE_ID = 'image-concept-genre';

export function ConceptPanel({ onImage }: { onImage: (image: StudioImage) => void }) {
  const [bandName, setBandName] = useState('');
  const [genre, setGenre] = useState('rock');
  const [influences, setInfluences] = useState('');
  const [vibe, setVibe] = useState('');
  const [style, setStyle] = useState<ArtStyleChoice>({ artStyle: DEFAULT_ART_STYLE, customArtists: '' });
  const [state, dispatch] = useReducer(conceptReducer, EMPTY_CONCEPTS);
  const [tried, setTried] = useState(false);
  const concepts = useGenerateConcepts();
  const draw = useGenerateImage();
  const listRef = useRef<HTMLDivElement>(null);

  const bandMissing = tried && !bandName.trim();
  const genreMissing = tried && !genre;

  const requestConcepts = () => {
    if (concepts.isPending) return;
    if (!bandName.trim() || !genre) {
      setTried(true);
      toastMissing(MISSING.conceptFields);
      document.getElementById(bandName.trim() ? GENRE_ID : BAND_ID)?.focus();
      return;
    }
    concepts.mutate(
      { bandName: bandName.trim(), genre, influences: optional(influences), vibe: optional(vibe) },
      {
        onSuccess: (descriptions) => {
          dispatch({ type: 'replace', descriptions });
          requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus());
        },
        onError: (err) => toastFailure('concepts', err),
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    requestConcepts();
  };

  const drawConcept = () => {
    const concept = selectedConcept(state);
    if (!concept) {
      toastMissing(MISSING.concept);
      return;
    }
    draw.mutate(
      { prompt: concept.description, artStyle: style.artStyle, customArtists: optional(style.customArtists), genre, bandName: optional(bandName), source: 'concept' },
      { onSuccess: ({ image }) => onImage(image), onError: (err) => toastFailure('conceptImage', err) },
    );
  };

  const hasConcepts = state.concepts.length > 0;
  return (
    <div className="grid gap-6">
      <form onSubmit={submit} noValidate aria-label="Custom concept" className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <BandNameField id={BAND_ID} value={bandName} onChange={setBandName} required error={bandMissing ? 'Band name required' : undefined} />
          <ImageGenreField id={GENRE_ID} value={genre} onChange={setGenre} error={genreMissing ? 'Genre required' : undefined} />
          <InfluencesAndVibe idPrefix="image-concept" influences={influences} vibe={vibe} onInfluences={setInfluences} onVibe={setVibe} />
        </div>
        {!hasConcepts && (
          <div>
            <Button type="submit" disabled={concepts.isPending} data-testid="concepts-generate">
              <Shapes className="h-4 w-4" aria-hidden /> {concepts.isPending ? 'Generating Concepts...' : 'Generate 3 Image Concepts'}
            </Button>
          </div>
        )}
      </form>

      {hasConcepts && (
        <div ref={listRef}>
          <ConceptList state={state} dispatch={dispatch} onRegenerate={requestConcepts} regenerating={concepts.isPending} />
        </div>
      )}

      <ArtStylePicker idPrefix="image-concept" value={style} onChange={setStyle} />

      {hasConcepts && (
        <div>
          <Button onClick={drawConcept} disabled={draw.isPending} data-testid="concept-image">
            <Sparkles className="h-4 w-4" aria-hidden /> {draw.isPending ? 'Generating Image...' : 'Generate Image from Selected Concept'}
          </Button>
        </div>
      )}
    </div>
  );
}
