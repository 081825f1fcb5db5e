CREATE TABLE "access_requests" (
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_user_id_service_pk" PRIMARY KEY("user_id","service")
);
