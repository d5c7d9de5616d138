-- Issue 22: which field or row of a calculation table a CO2 answer picks (car fuel 'diesel',
-- house type 'terraced'), read by the CO2 engine (src/domain/co2/README.md).
ALTER TABLE "co2_answers" ADD COLUMN "table_key" text;