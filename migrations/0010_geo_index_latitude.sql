DROP INDEX `houses_geo_idx`;--> statement-breakpoint
CREATE INDEX `houses_geo_idx` ON `houses` (`lat_band`,`longitude`,`latitude`);