CREATE TABLE "backup_runs" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"host" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
