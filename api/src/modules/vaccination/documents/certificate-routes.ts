import { DOCUMENTS_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  CertificateCheck,
  CertificatePdfParams,
  CertificatesParams,
  IssuedCertificate,
  IssuedCertificateList,
  NoBody,
  PdfFile,
  VerifyCertificateBody,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { noStore } from '../../../http/no-store.js';
import { routePath } from '../../../http/routes.js';
import { sendPdf } from './pdf-reply.js';
import { certificatePdfOf, certificatesOf, issueCertificate, verifyCertificate } from './certificate-service.js';

/** The address the agent reached the portal at: the QR code's link goes to the same portal's verify page. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A child's vaccination certificate (issue 35): issued, listed, printed with its QR code, verified by anyone. */
export function certificateRoutes(app: FastifyInstance): void {
  app.get<{ Params: CertificatesParams }>(
    routePath(PATHS.certificates),
    {
      schema: { params: CertificatesParams, response: { 200: IssuedCertificateList }, description: "The child's vaccination certificates, newest first." },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
      onSend: noStore,
    },
    (request) => certificatesOf(app.db, callerOf(request), request.params.param),
  );

  app.post<{ Params: CertificatesParams }>(
    routePath(PATHS.certificates),
    {
      schema: {
        params: CertificatesParams,
        body: NoBody,
        response: { 201: IssuedCertificate },
        description:
          "Issues a certificate of the child's given doses, signed by the server; another one for the same child (a reissue) also needs reissue-vaccination-certificate. Audited.",
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.issueCertificate),
    },
    async (request, reply) => reply.code(201).send(await issueCertificate(app.db, callerOf(request), request.params.param, app.account.clock.now())),
  );

  app.get<{ Params: CertificatePdfParams }>(
    routePath(PATHS.certificatePdf),
    {
      schema: {
        params: CertificatePdfParams,
        response: { 200: PdfFile },
        description: 'An issued certificate as a PDF in the language asked, with the QR code of its signed statement.',
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
      onSend: noStore,
    },
    async (request, reply) => {
      const { id, lang } = request.params;
      return sendPdf(reply, await certificatePdfOf(app.db, callerOf(request), id, lang, originOf(request)));
    },
  );

  app.post<{ Body: VerifyCertificateBody }>(
    routePath(PATHS.verifyCertificate),
    {
      config: { access: 'public' },
      schema: {
        body: VerifyCertificateBody,
        response: { 200: CertificateCheck },
        description: "Public: whether a certificate's QR code was signed by this server and not changed; if so, what it states.",
      },
      onSend: noStore,
    },
    (request) => verifyCertificate(app.db, request.body.token),
  );
}
