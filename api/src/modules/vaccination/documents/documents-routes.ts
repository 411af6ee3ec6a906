import { DOCUMENTS_API_PATHS as PATHS, FHIR_EXPORT, PERMISSIONS } from '@evax/shared/contract';
import { CalendarPdfParams, FhirBundleFile, FhirExportParams, PdfFile } from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { noStore } from '../../../http/no-store.js';
import { routePath } from '../../../http/routes.js';
import { calendarPdfOf } from './calendar-service.js';
import { fhirExportOf } from './fhir-service.js';
import { sendPdf } from './pdf-reply.js';

/** A child's documents (issue 35): the vaccine calendar PDF (spec 2 §7 api/get_pdf), the FHIR R4 export. */
export function documentRoutes(app: FastifyInstance): void {
  app.get<{ Params: CalendarPdfParams }>(
    routePath(PATHS.calendarPdf),
    {
      schema: {
        params: CalendarPdfParams,
        response: { 200: PdfFile },
        description: "The child's vaccine calendar (routine booklet and other given doses) as a PDF in the language asked.",
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
      onSend: noStore,
    },
    async (request, reply) => sendPdf(reply, await calendarPdfOf(app.db, callerOf(request), request.params.param, request.params.lang)),
  );

  app.get<{ Params: FhirExportParams }>(
    routePath(PATHS.fhirExport),
    {
      schema: {
        params: FhirExportParams,
        response: { 200: FhirBundleFile },
        description: 'The child (Patient) and its given doses (Immunization) as a FHIR R4 Bundle, downloaded as a file.',
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
      onSend: noStore,
    },
    async (request, reply) => {
      const { fileName, bundle } = await fhirExportOf(app.db, callerOf(request), request.params.param);
      // A string: sent as built, not through the loose schema's serializer.
      return reply
        .header('content-type', `${FHIR_EXPORT.mediaType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(JSON.stringify(bundle));
    },
  );
}
