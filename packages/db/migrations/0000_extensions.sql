-- Trigram indexes for Arabic and English product search need pg_trgm (available on PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
