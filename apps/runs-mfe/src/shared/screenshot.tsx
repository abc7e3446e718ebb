import { useCallback, useState } from 'react';
import { useArtifact } from '../data/get-artifact';
import { Dialog } from '@verity/ui';

/**
 * A Blob shown as an <img> through an object URL owned by the element: made when it mounts, revoked when it
 * unmounts or the blob changes (a ref cleanup), so no URL outlives the image showing it.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} />;
}

export type ScreenshotProps = {
  runId: string;
  /** The artifact name the step recorded (`step-03.jpg`). */
  name: string;
  /** The image's text alternative: "Screenshot after step 3". */
  alt: string;
  /** The enlarged view's title: the step and its instruction. */
  title: string;
  className?: string;
};

/**
 * A step's screenshot as a thumbnail, fetched with the bearer token; activating it opens the full-size image in
 * a dialog (Escape or Close to leave).
 */
export function Screenshot({ runId, name, alt, title, className = 'rm-thumb' }: ScreenshotProps) {
  const artifact = useArtifact(runId, name);
  const [isOpen, setIsOpen] = useState(false);

  if (artifact.isPending) {
    return (
      <div className={className} role="status">
        <span className="rm-thumb-placeholder">Loading screenshot…</span>
      </div>
    );
  }
  if (artifact.isError) {
    return (
      <div className="rm-shot-missing">
        <span>
          Screenshot unavailable.{' '}
          <button type="button" className="ui-link-button" onClick={() => void artifact.refetch()}>
            Retry
          </button>
        </span>
      </div>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setIsOpen(true)}>
        <BlobImage blob={artifact.data} alt={alt} />
        <span className="ui-sr-only"> (enlarge)</span>
      </button>
      {isOpen && (
        <Dialog title={title} onClose={() => setIsOpen(false)} isWide hasCloseButton>
          <BlobImage blob={artifact.data} alt={alt} className="rm-shot-large" />
        </Dialog>
      )}
    </>
  );
}

/** Where a screenshot would be, when the step has none (not run yet, or the page could not be photographed). */
export function NoScreenshot({ children }: { children: string }) {
  return <div className="rm-shot-missing">{children}</div>;
}
