export * from './list-query.js';
export * from './SearchBox.js';
export * from './PagedTable.js';
export * from './AppProviders.js';
export * from './LanguageSwitcher.js';
export * from './LoginForm.js';
export * from './start-remote-dev-harness.js';
export * from './i18n/index.js';
export * from './font-families.js';
// Form toolkit: schema-driven forms and the 32 field kinds.
export * from './form/index.js';
// Shared widgets (spec 1 §2.4–2.5, §4.4–4.5).
export * from './widgets/widget-rules.js';
export * from './widgets/detail-rules.js';
export * from './widgets/calendar-rules.js';
export * from './widgets/ConfirmModal.js';
export * from './widgets/ModalForm.js';
export * from './widgets/StepForm.js';
export * from './widgets/DetailPage.js';
export * from './widgets/KpiCard.js';
export * from './widgets/PdfDownloadButton.js';
export * from './widgets/PdfViewer.js';
export * from './widgets/Calendar.js';
export * from './widgets/ImageCropper.js';
export * from './widgets/UploadPreview.js';
