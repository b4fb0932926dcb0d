import { useId } from 'react';
import type { PublicProject } from '../../../domain/projects';
import { useTranslation } from '../../i18n';
import { ResponsiveImage } from '../media/ResponsiveImage';

/** Both photos of a pair share this frame, so one can lie exactly over the other. */
const RATIO = '4 / 3';

/**
 * A project's before and after photos. Without scripts: the two pictures side by side (stacked on
 * a phone), each named. With scripts: one frame where the before photo covers the after photo up
 * to a divider that a labelled range input moves (keyboard and touch come with the native input).
 * The layout switch is CSS (`scripting` media feature, site.css); the divider follows the input
 * through one document-wide listener (enhance/before-after.ts), not through React.
 */
export function BeforeAfter({ project, sizes }: { project: PublicProject; sizes: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { before, after, title } = project;
  const photo = (kind: 'before' | 'after') => {
    const picture = kind === 'before' ? before : after;
    return (
      picture && (
        <div className={`before-after-layer before-after-${kind}`}>
          <ResponsiveImage
            picture={picture}
            alt={t(`projects.photo.${kind}Alt`, { title })}
            sizes={sizes}
            ratio={RATIO}
            className="rounded-lg"
          />
          <span aria-hidden="true" className="before-after-tag">
            {t(`projects.photo.${kind}`)}
          </span>
        </div>
      )
    );
  };
  if (!before || !after) return <div className="before-after-frame">{photo(before ? 'before' : 'after')}</div>;
  return (
    <div className="before-after" data-before-after="">
      <div className="before-after-frame">
        {photo('before')}
        {photo('after')}
        <div aria-hidden="true" className="before-after-divider" />
      </div>
      <div className="before-after-control mt-3">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t('projects.slider.label', { title })}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={50}
          // A value restored by the browser on "back" would not match the divider.
          autoComplete="off"
          data-before-after-range=""
          aria-describedby={`${id}-hint`}
          className="mt-1 w-full accent-green-800"
        />
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {t('projects.slider.hint')}
        </p>
      </div>
    </div>
  );
}
