CREATE INDEX "band_names_created_idx" ON "band_names" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "name_downloads_created_idx" ON "name_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "album_cover_feedback_created_idx" ON "album_cover_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "band_challenge_survey_created_idx" ON "band_challenge_survey" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_signups_created_idx" ON "email_signups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "premium_promotion_clicks_created_idx" ON "premium_promotion_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_feedback_created_idx" ON "user_feedback" USING btree ("created_at");