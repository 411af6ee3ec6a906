export * from './api-paths.js';
export type { CertificateCheck, CertificateStatement, CertifiedDose, IssuedCertificate, VerifyCertificateBody } from './schemas.js';
