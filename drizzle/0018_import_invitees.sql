ALTER TABLE "cards" ADD COLUMN "invitee_email" text;--> statement-breakpoint
CREATE INDEX "cards_invitee_idx" ON "cards" USING btree ("organization_id","invitee_email") WHERE "cards"."invitee_email" is not null;--> statement-breakpoint
-- Someone who joins an organisation is given the cards made for them before they joined (a bulk
-- import names them by address), whoever adds the membership: accepting an invitation, or later
-- provisioning. Written by hand (drizzle-kit has no triggers).
CREATE FUNCTION "assign_cards_to_new_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cards" SET "assignee_id" = NEW."user_id", "invitee_email" = NULL, "updated_at" = now()
    WHERE "organization_id" = NEW."organization_id"
      AND "invitee_email" = (SELECT lower("email") FROM "auth_users" WHERE "id" = NEW."user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_members_assign_invited_cards" AFTER INSERT ON "auth_members"
  FOR EACH ROW EXECUTE FUNCTION "assign_cards_to_new_member"();
