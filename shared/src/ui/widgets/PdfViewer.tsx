import { lazy, Suspense, type ComponentType } from 'react';

export interface PdfViewerProps {
  /** The PDF's address (same origin, or a blob: URL). */
  url: string;
  /** Page width in pixels. */
  width?: number;
}

// pdf.js is heavy: it loads with the first PDF shown, never with the shared module.
const PdfViewerView = lazy(() => import('./PdfViewerView.js')) as ComponentType<PdfViewerProps>;

/** A PDF shown page by page with react-pdf (spec 1 §2.5, detail-page PDF viewer). */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 120 }} />}>
      <PdfViewerView {...props} />
    </Suspense>
  );
}
