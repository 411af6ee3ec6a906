-- Issue 30, spec 2 §3 Vaccination: a routine dose given abroad and recorded afterwards keeps the
-- country (ISO code, the international vaccination's list), the certificate's international
-- reference and the place. Nullable without a default: no rewrite of the table's rows.
alter table vaccination add column country varchar(2);
alter table vaccination add column international_reference varchar(100);
alter table vaccination add column location varchar(200);
