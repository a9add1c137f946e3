// Lyrics Analysis (the default sub-tab): the lyrics are read for their imagery, palette, setting
// and mood, then drawn from the description the analysis writes (editable first). An image can
// also be drawn from a description typed by hand.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Sparkles, Wand2 } from 'lucide-react';
import { DEFAULT_ART_STYLE } from '@shared/catalog/art-styles';
import { STUDIO_LIMITS, type InterpretLyricsResponse, type StudioImage } from '@shared/contracts/studio';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { useGenerateImage, useInterpretLyrics } from './api/use-studio';
import { ArtStylePicker, type ArtStyleChoice } from './art-style-picker';
import { InterpretationCard } from './interpretation-card';
import { BandNameField, ImageGenreField, optional } from './studio-fields';
import { MISSING } from './studio-messages';
import { toastFailure, toastMissing } from './studio-toasts';

const LYRICS_ID = 'image-lyrics-text';
const DESCRIPTION_ID = 'image-description-text';

export function LyricsPanel({ onImage }: { onImage: (image: StudioImage) => void }) {
  const [genre, setGenre] = useState('rock');
  const [bandName, setBandName] = useState('');
  const [lyrics, setLyrics] = useState('');
  const [style, setStyle] = useState<ArtStyleChoice>({ artStyle: DEFAULT_ART_STYLE, customArtists: '' });
  const [result, setResult] = useState<InterpretLyricsResponse | null>(null);
  const [prompt, setPrompt] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState<{ lyrics?: boolean; description?: boolean }>({});
  const interpret = useInterpretLyrics();
  const fromLyrics = useGenerateImage();
  const fromDescription = useGenerateImage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (revision > 0) headingRef.current?.focus();
  }, [revision]);

  const analyse = (e: FormEvent) => {
    e.preventDefault();
    if (interpret.isPending) return;
    if (!lyrics.trim()) {
      setMissing((m) => ({ ...m, lyrics: true }));
      toastMissing(MISSING.lyrics);
      document.getElementById(LYRICS_ID)?.focus();
      return;
    }
    interpret.mutate(
      { lyrics, genre, bandName: optional(bandName) },
      {
        onSuccess: (response) => {
          setResult(response);
          setPrompt(response.analysis.prompt);
          setRevision((r) => r + 1);
        },
        onError: (err) => toastFailure('interpretation', err),
      },
    );
  };

  const common = () => ({ artStyle: style.artStyle, customArtists: optional(style.customArtists), genre, bandName: optional(bandName) });

  const drawLyrics = () => {
    if (!result) return;
    // A cleared description falls back to the one the analysis wrote.
    fromLyrics.mutate({ ...common(), prompt: prompt.trim() || result.analysis.prompt, source: 'lyrics' }, { onSuccess: ({ image }) => onImage(image), onError: (err) => toastFailure('image', err) });
  };

  const drawDescription = (e: FormEvent) => {
    e.preventDefault();
    if (fromDescription.isPending) return;
    if (!description.trim()) {
      setMissing((m) => ({ ...m, description: true }));
      toastMissing(MISSING.description);
      document.getElementById(DESCRIPTION_ID)?.focus();
      return;
    }
    fromDescription.mutate({ ...common(), prompt: description.trim(), source: 'description' }, { onSuccess: ({ image }) => onImage(image), onError: (err) => toastFailure('image', err) });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={analyse} noValidate aria-label="Lyrics analysis" className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <ImageGenreField id="image-lyrics-genre" value={genre} onChange={setGenre} />
          <BandNameField id="image-lyrics-band" value={bandName} onChange={setBandName} />
        </div>
        <Field id={LYRICS_ID} label="Lyrics" hint="Paste a verse, a chorus or the whole song." error={missing.lyrics && !lyrics.trim() ? MISSING.lyrics.title : undefined}>
          <Textarea value={lyrics} onChange={(e) => setLyrics(e.target.value)} rows={8} maxLength={STUDIO_LIMITS.lyricsMax} required aria-required placeholder="A lighthouse in a storm, cold blue light..." />
        </Field>
        <div>
          <Button type="submit" disabled={interpret.isPending} data-testid="image-analyze">
            <Wand2 className="h-4 w-4" aria-hidden /> {interpret.isPending ? 'Analyzing Lyrics...' : 'Analyze Lyrics'}
          </Button>
        </div>
      </form>

      <ArtStylePicker idPrefix="image-lyrics" value={style} onChange={setStyle} />

      {result && (
        <div className="grid gap-4">
          <InterpretationCard result={result} headingRef={headingRef} />
          <Field id="image-lyrics-prompt" label="Image description from your lyrics" hint="Edit it before drawing if you like.">
            <Textarea value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={4} maxLength={STUDIO_LIMITS.promptMax} />
          </Field>
          <div>
            <Button onClick={drawLyrics} disabled={fromLyrics.isPending} data-testid="image-from-lyrics">
              <Sparkles className="h-4 w-4" aria-hidden /> {fromLyrics.isPending ? 'Generating Image...' : 'Generate Image from Lyrics'}
            </Button>
          </div>
        </div>
      )}

      <form onSubmit={drawDescription} noValidate aria-labelledby="image-description-heading" className="grid gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h3 id="image-description-heading" className="text-base font-semibold">
          Or generate from a description
        </h3>
        <Field id={DESCRIPTION_ID} label="Description" hint="Describe the picture: what it shows, its colours and its mood." error={missing.description && !description.trim() ? MISSING.description.title : undefined}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} maxLength={STUDIO_LIMITS.descriptionMax} required aria-required />
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={fromDescription.isPending} data-testid="image-from-description">
            <Sparkles className="h-4 w-4" aria-hidden /> {fromDescription.isPending ? 'Generating Image...' : 'Generate Image from Description'}
          </Button>
        </div>
      </form>
    </div>
  );
}
