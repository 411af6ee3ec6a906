import { pdfjs } from 'react-pdf';

// The worker is a file of our own build (webpack emits pdfjs-dist's worker as an asset), never a CDN script.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
