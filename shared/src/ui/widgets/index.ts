import { createElement, type ReactElement } from 'react';
import type { FormikValues } from 'formik';
import type { ConfirmModalProps } from './ConfirmModal.js';
import type { DetailFieldsProps, DetailHeaderProps, DetailSkeletonProps } from './DetailPage.js';
import type { KpiCardProps } from './KpiCard.js';
import { lazyComponent } from '../lazy-component.js';
import type { ModalFormProps } from './ModalForm.js';
import type { PdfDownloadButtonProps } from './PdfDownloadButton.js';
import type { StepFormProps } from './StepForm.js';
import type { PreviewFile } from './upload-state.js';
import type { UploadWidgetProps } from './UploadWidget.js';

// Shared widgets (spec 1 §2.4–2.5, §4.4–4.5). The components load on first use; their types and
// pure rules are here at once.
export * from './widget-rules.js';
export * from './detail-rules.js';
export * from './calendar-rules.js';
export * from './upload-state.js';
export type { ConfirmModalProps } from './ConfirmModal.js';
export type { ModalFormProps } from './ModalForm.js';
export type { FormStep, StepFormProps } from './StepForm.js';
export type { DetailField, DetailFieldsProps, DetailHeaderProps, DetailOption, DetailRowAction, DetailSkeletonProps } from './DetailPage.js';
export type { KpiCardProps } from './KpiCard.js';
export type { PdfDownloadButtonProps } from './PdfDownloadButton.js';
export type { UploadWidgetProps } from './UploadWidget.js';
export { UPLOAD_TOASTS } from '../upload/send-file.js';
export * from './PdfViewer.js';
export * from './Calendar.js';
export * from './ImageCropper.js';

export const ConfirmModal = lazyComponent<ConfirmModalProps>(() => import('./ConfirmModal.js'), 'ConfirmModal');
export const ModalForm = lazyComponent<ModalFormProps<FormikValues>>(() => import('./ModalForm.js'), 'ModalForm') as <Values extends FormikValues>(
  props: ModalFormProps<Values>,
) => ReactElement;
export const StepForm = lazyComponent<StepFormProps<FormikValues>>(() => import('./StepForm.js'), 'StepForm') as <Values extends FormikValues>(
  props: StepFormProps<Values>,
) => ReactElement;
/** While their code loads, detail widgets hold their room, busy (a section is not shown empty). */
const busy = (minHeight: number) => createElement('div', { 'aria-busy': true, style: { minHeight } });

export const DetailFields = lazyComponent<DetailFieldsProps<unknown>>(() => import('./DetailPage.js'), 'DetailFields', busy(96)) as <R>(
  props: DetailFieldsProps<R>,
) => ReactElement;
export const DetailHeader = lazyComponent<DetailHeaderProps>(() => import('./DetailPage.js'), 'DetailHeader', busy(32));
/** A detail page's skeleton (its code is DetailHeader's and DetailFields': showing it loads them). */
export const DetailSkeleton = lazyComponent<DetailSkeletonProps>(() => import('./DetailPage.js'), 'DetailSkeleton', busy(320));
export const KpiCard = lazyComponent<KpiCardProps>(() => import('./KpiCard.js'), 'KpiCard');
export const PdfDownloadButton = lazyComponent<PdfDownloadButtonProps>(() => import('./PdfDownloadButton.js'), 'PdfDownloadButton');
export const UploadPreview = lazyComponent<{ files: readonly PreviewFile[]; onRemove?: (uid: string) => void }>(
  () => import('./UploadPreview.js'),
  'UploadPreview',
);
export const UploadWidget = lazyComponent<UploadWidgetProps>(() => import('./UploadWidget.js'), 'UploadWidget');
