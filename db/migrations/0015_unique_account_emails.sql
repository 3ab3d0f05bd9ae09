-- An e-mail belongs to one account (docs/product/accounts.md#one-account-per-address). Before the unique
-- index can exist, today's duplicates keep their address on one account only: the verified one, else the
-- one signed in last (newest session), else the newest; every other account keeps its row, without the address.
WITH "ranked" AS (
  SELECT "users"."id", row_number() OVER (
    PARTITION BY lower("users"."email")
    ORDER BY ("users"."email_verified_at" IS NOT NULL) DESC,
      (SELECT max("sessions"."created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id") DESC NULLS LAST,
      "users"."created_at" DESC, "users"."id" DESC
  ) AS "rank"
  FROM "users" WHERE "users"."email" IS NOT NULL
)
UPDATE "users" SET "email" = NULL FROM "ranked" WHERE "users"."id" = "ranked"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));
