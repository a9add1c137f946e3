// Writing Style: style, audience, tone, length, focus areas (each with its details box) and the
// sections to include, in catalogue order.
import { BIO_LENGTHS, BIO_SECTIONS, FOCUS_AREAS, TARGET_AUDIENCES, TONES, WRITING_STYLES } from '@shared/catalog/bio-options';
import { BIO_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { OptionSelect, plainOptions } from '@client/components/ui/option-select';
import { toggleFocusArea, toggleSection, type BioFocusArea } from '../bio-form-state';
import { ChipToggleGroup } from './chip-toggle-group';
import { FOCUS_AREA_HINTS } from './focus-area-hints';
import type { SectionProps } from './form-props';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const STYLE_OPTIONS = plainOptions(WRITING_STYLES);
const AUDIENCE_OPTIONS = plainOptions(TARGET_AUDIENCES);
const TONE_OPTIONS = plainOptions(TONES);

export function WritingStyleFields({ form, edit }: SectionProps) {
  return (
    <div className="grid gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        <OptionSelect id="bio-writing-style" label="Writing style" value={form.writingStyle} options={STYLE_OPTIONS} onChange={(writingStyle) => edit((f) => ({ ...f, writingStyle }))} />
        <OptionSelect id="bio-audience" label="Target audience" value={form.targetAudience} options={AUDIENCE_OPTIONS} onChange={(targetAudience) => edit((f) => ({ ...f, targetAudience }))} />
        <OptionSelect id="bio-tone" label="Tone" value={form.tone} options={TONE_OPTIONS} onChange={(tone) => edit((f) => ({ ...f, tone }))} />
        <OptionSelect id="bio-length" label="Length" value={form.length} options={BIO_LENGTHS} onChange={(length) => edit((f) => ({ ...f, length }))} />
      </div>
      <div className="grid gap-4">
        <ChipToggleGroup
          legend={
            <>
              Content focus areas <Optional />
            </>
          }
          hint="Choose what the bio should dwell on, then tell it more in each box."
          options={FOCUS_AREAS}
          selected={form.focusAreas}
          onToggle={(area) => edit((f) => toggleFocusArea(f, area))}
          testId="bio-focus-areas"
        />
        {form.focusAreas.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">
            {form.focusAreas.map((area: BioFocusArea) => (
              <Field key={area} id={`bio-focus-${slug(area)}`} label={`${area} details`} hint={FOCUS_AREA_HINTS[area]}>
                <Textarea
                  rows={3}
                  maxLength={BIO_LIMITS.detailsMax}
                  value={form.focusAreaDetails[area] ?? ''}
                  onChange={(e) => {
                    const detail = e.target.value;
                    edit((f) => ({ ...f, focusAreaDetails: { ...f.focusAreaDetails, [area]: detail } }));
                  }}
                  data-testid="bio-focus-details"
                />
              </Field>
            ))}
          </div>
        )}
      </div>
      <fieldset data-testid="bio-sections">
        <legend className="mb-2 text-sm font-semibold">
          Sections to include <Optional />
        </legend>
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">Each chosen section gets its own heading, in this order. None chosen: a well-rounded default set.</p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {BIO_SECTIONS.map((section) => {
            const id = `bio-section-${slug(section)}`;
            return (
              <label key={section} htmlFor={id} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                <input
                  id={id}
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={form.includeSections.includes(section)}
                  onChange={() => edit((f) => ({ ...f, includeSections: toggleSection(f.includeSections, section) }))}
                />
                {section}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
