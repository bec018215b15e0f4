/**
 * Three years of a busy salon, generated in SQL: 25,000 clients, about 43,000 past appointments (2,300 of
 * them in two parts) with 85,000 items, 5,800 reviews and 200 upcoming appointments (at scale 1). Used by `npm run seed:history`, the tests
 * that need history (at a small scale) and the history bench.
 *
 * Deterministic: every random choice is a hash of the seed and what is being chosen (a client's number, a
 * manicurist's lane on a date), so the same seed, scale and day give the same rows whatever order
 * PostgreSQL evaluates them in. Every row keeps the app's rules: statuses from the closed set, items priced
 * from the catalogue by the booking rules, manicurists qualified for what they do, no two appointments of
 * one manicurist overlapping (each takes one of her day's fixed lanes, see history-plan.ts). Some past visits
 * are hands and feet at the same time by two manicurists, stored in parts (history-parts.ts).
 */
import { eq, gte, lt, sql } from "drizzle-orm";
import { appointmentItems, appointments, appointmentSegments, reviews, serviceOptions, services, staff, staffServices, staffWeeklySchedules } from "@shared/schema";
import { addDays, salonClock, salonDate, SALON_TIME_ZONE } from "@shared/time";
import type { Db, DbOrTx } from "../infra/db/database";
import { HISTORY_STAFF, HISTORY_WEEK, historyBookings, laneChoices, lanesPerDay } from "./history-plan";
import { seedAll } from "./seed";
import { seedHistoryCheckouts } from "./history-checkouts";
import { pairHistoryDuos, writeHistoryParts } from "./history-parts";

export interface HistoryOptions {
  /** Any integer; the same seed gives the same history. */
  seed?: number;
  /** 1 is the full three years' volume; tests use a fraction (1/20 is about 2,250 appointments). */
  scale?: number;
  /** "Today": the history ends the day before, the upcoming appointments start today. */
  now?: Date;
}

export interface HistoryCounts {
  clients: number;
  pastAppointments: number;
  items: number;
  reviews: number;
  upcoming: number;
  /** Past visits done in two parts (hands and feet at once by two manicurists). */
  visitsInParts: number;
}

const FULL = { clients: 25_000, past: 45_000, reviews: 5_800, upcoming: 200 };
const HISTORY_DAYS = 3 * 365;
const UPCOMING_DAYS = 14;

const FIRST_NAMES = ["María", "José", "Lucía", "Sofía", "Valentina", "Camila", "Andrés", "Ana", "Carmen", "Isabel", "Elena", "Laura", "Paula",
  "Daniela", "Gabriela", "Mariana", "Fernanda", "Renée", "Chloé", "Inés", "Jimena", "Ximena", "Zoë", "Emily", "Olivia", "Emma", "Ava", "Mia",
  "Grace", "Hannah", "Noémie", "Begoña", "Raúl", "Iñaki", "Nayeli", "Guadalupe"];
const LAST_NAMES = ["García", "Martínez", "López", "Hernández", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Torres", "Flores",
  "Rivera", "Gómez", "Díaz", "Cruz", "Morales", "Reyes", "Gutiérrez", "Ortiz", "Núñez", "Peña", "Muñoz", "Smith", "Johnson", "Brown",
  "Nguyen", "Kim", "Chen", "Williams", "Davis", "Castañeda", "Ibáñez", "Olvera", "Zúñiga"];
const AREA_CODES = ["213", "310", "323", "424", "562", "626", "714", "818"];

/** A number in [0, 1) from the md5 of its key: the same key always gives the same number. */
const RANDOM_FUNCTION = sql.raw(`CREATE FUNCTION pg_temp.history_random(key text) RETURNS double precision
  LANGUAGE sql IMMUTABLE AS $$ SELECT ('x' || substr(md5(key), 1, 12))::bit(48)::bigint / 281474976710656.0 $$`);

/** Adds the history's manicurists (the demo four come from the normal seed) with their services and week. */
async function addHistoryStaff(tx: DbOrTx): Promise<void> {
  for (const { serviceIds, ...member } of HISTORY_STAFF) {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, member.email));
    if (existing) continue;
    const [created] = await tx.insert(staff).values(member).returning({ id: staff.id });
    await tx.insert(staffServices).values(serviceIds.map((serviceId) => ({ staffId: created.id, serviceId })));
    await tx.insert(staffWeeklySchedules).values(HISTORY_WEEK.map((day) => ({ staffId: created.id, ...day })));
  }
}

async function plan(tx: DbOrTx) {
  const catalogue = { services: await tx.select().from(services), options: await tx.select().from(serviceOptions) };
  const bookings = historyBookings(catalogue);
  const members = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(eq(staff.active, true));
  const qualifications = await tx.select().from(staffServices);
  const withServices = members.map((member) => ({
    ...member,
    serviceIds: new Set(qualifications.filter((row) => row.staffId === member.id).map((row) => row.serviceId)),
  }));
  return { bookings, choices: laneChoices(withServices, bookings), lanes: lanesPerDay(members) };
}

/**
 * Writes the history into a database holding no appointments yet (the catalogue and demo staff are added
 * if missing). Returns what it wrote.
 */
export async function seedHistory(db: Db, options: HistoryOptions = {}): Promise<HistoryCounts> {
  const seed = String(options.seed ?? 31);
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const today = salonDate(now);
  const first = addDays(today, -HISTORY_DAYS);
  const clients = Math.max(20, Math.round(FULL.clients * scale));

  const counts = await db.transaction(async (tx) => {
    // Years of rows in a few statements: the app's per-statement limit is for requests, not for this bulk
    // write, which on a busy machine can take longer (as the migrations, it runs without one).
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await seedAll(tx);
    if ((await tx.$count(appointments)) > 0) throw new Error("seedHistory needs a database without appointments");
    await addHistoryStaff(tx);
    const { bookings, choices, lanes } = await plan(tx);
    const workingDays = Array.from({ length: HISTORY_DAYS }, (_, day) => addDays(first, day)).filter((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0).length;
    const pastChance = Math.min(1, (FULL.past * scale) / (workingDays * lanes));
    const upcomingChance = Math.min(1, Math.max(10, FULL.upcoming * scale) / ((UPCOMING_DAYS - 2) * lanes));

    await tx.execute(RANDOM_FUNCTION);
    await tx.execute(sql`CREATE TEMP TABLE history_bookings ON COMMIT DROP AS
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(bookings)}::jsonb) AS b(no int, "serviceId" text, "totalPrice" int,
        "totalDuration" int, "pedicureType" text, "needsGelishRemoval" boolean, items jsonb)`);
    await tx.execute(sql`CREATE TEMP TABLE history_lanes ON COMMIT DROP AS
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(choices)}::jsonb) AS c("staffId" int, lane int, start text, "bookingNo" int,
        low double precision, high double precision)`);

    // Clients join over the three years; their names, addresses and numbers come from short lists.
    await tx.execute(sql`INSERT INTO users (id, email, first_name, last_name, phone, membership_tier, marketing_opt_in,
        marketing_opt_in_at, created_at, updated_at)
      SELECT md5(${seed} || ':client:' || n)::uuid,
        translate(lower(f.name || '.' || l.name), 'áéíóúüñçëï ', 'aeiouuncei') || '.' || n || '@example.com',
        f.name, l.name,
        '+1' || (${JSON.stringify(AREA_CODES)}::jsonb ->> (n % ${AREA_CODES.length}::int)) || (200 + (n * 7) % 800) || lpad((n % 10000)::text, 4, '0'),
        CASE WHEN pg_temp.history_random(${seed} || ':vip:' || n) < 0.05 THEN 'vip' ELSE 'regular' END,
        pg_temp.history_random(${seed} || ':optin:' || n) < 0.4,
        CASE WHEN pg_temp.history_random(${seed} || ':optin:' || n) < 0.4 THEN joined END,
        joined, joined
      FROM generate_series(1, ${clients}::int) AS n
      CROSS JOIN LATERAL (SELECT ${JSON.stringify(FIRST_NAMES)}::jsonb ->> floor(pg_temp.history_random(${seed} || ':first:' || n) * ${FIRST_NAMES.length}::int)::int AS name) f
      CROSS JOIN LATERAL (SELECT ${JSON.stringify(LAST_NAMES)}::jsonb ->> floor(pg_temp.history_random(${seed} || ':last:' || n) * ${LAST_NAMES.length}::int)::int AS name) l
      CROSS JOIN LATERAL (SELECT (${first}::date + ((n - 1)::double precision / ${clients}::int * ${HISTORY_DAYS}::int) * interval '1 day'
        + interval '10 hours')::timestamp AT TIME ZONE ${SALON_TIME_ZONE} AS joined) j`);

    // Every lane of every working day, taken or not by the lane's random number; a taken lane gets a booking
    // the manicurist does, a client who had joined by then, a status and the times that go with it.
    const nowClock = salonClock(now);
    await tx.execute(sql`CREATE TEMP TABLE history_picked ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('appointments', 'id'))::int AS id, picked.* FROM (
        SELECT day, lanes."staffId" AS staff_id, lanes.start, b.*, upcoming,
          md5(${seed} || ':client:' || (1 + floor(pg_temp.history_random(${seed} || ':who:' || key)
            * greatest(${clients}::int * 0.2, least(${clients}::int, ${clients}::int * (day - ${first}::date) / ${HISTORY_DAYS}::float8)))::int))::uuid AS user_id,
          pg_temp.history_random(${seed} || ':status:' || key) AS status_roll,
          pg_temp.history_random(${seed} || ':more:' || key) AS roll
        FROM (
          SELECT d::date AS day, d::date >= ${today}::date AS upcoming FROM generate_series(${first}::date, ${today}::date + ${UPCOMING_DAYS}::int, interval '1 day') d
          WHERE extract(dow FROM d) <> 0
        ) days
        CROSS JOIN (SELECT DISTINCT "staffId", lane, start FROM history_lanes) l
        CROSS JOIN LATERAL (SELECT day || ':' || l."staffId" || ':' || l.lane AS key) k
        JOIN history_lanes lanes ON lanes."staffId" = l."staffId" AND lanes.lane = l.lane
          AND pg_temp.history_random(${seed} || ':booking:' || key) >= lanes.low AND pg_temp.history_random(${seed} || ':booking:' || key) < lanes.high
        JOIN history_bookings b ON b.no = lanes."bookingNo"
        WHERE pg_temp.history_random(${seed} || ':taken:' || key) < CASE WHEN upcoming THEN ${upcomingChance}::float8 ELSE ${pastChance}::float8 END
          AND (NOT upcoming OR day > ${today}::date OR lanes.start > ${nowClock})
        ORDER BY day, lanes.start, lanes."staffId"
      ) picked`);

    await pairHistoryDuos(tx, seed);

    await tx.execute(sql`INSERT INTO appointments (id, user_id, service_id, staff_id, appointment_date, appointment_time, status,
        staff_assigned_at, needs_gelish_removal, pedicure_type, actual_end_time, total_price, total_duration, locale, completed_at,
        contact_name, contact_phone, cancel_reason, booked_by_admin, created_at, updated_at)
      SELECT p.id, p.user_id, p."serviceId", CASE WHEN unassigned THEN NULL ELSE p.staff_id END, to_char(p.day, 'YYYY-MM-DD'), p.start, s.status,
        CASE WHEN unassigned THEN NULL ELSE booked + interval '1 hour' END, p."needsGelishRemoval", p."pedicureType",
        CASE WHEN s.status = 'completed' THEN to_char(starts + p."totalDuration" * interval '1 minute', 'HH24:MI') END,
        p."totalPrice", p."totalDuration", CASE WHEN p.roll < 0.7 THEN 'es' ELSE 'en' END,
        CASE WHEN s.status = 'completed' THEN (starts + p."totalDuration" * interval '1 minute') AT TIME ZONE ${SALON_TIME_ZONE} END,
        u.first_name || ' ' || u.last_name, u.phone,
        CASE WHEN s.status = 'cancelled' AND p.roll < 0.3 THEN 'Customer asked to cancel' END,
        p.roll > 0.9, booked, booked
      FROM history_picked p
      JOIN users u ON u.id = p.user_id
      CROSS JOIN LATERAL (SELECT (p.day + p.start::time) AS starts) t
      CROSS JOIN LATERAL (SELECT (t.starts - (1 + floor(p.roll * 20)) * interval '1 day') AT TIME ZONE ${SALON_TIME_ZONE} AS booked) b
      CROSS JOIN LATERAL (SELECT CASE
          WHEN NOT p.upcoming THEN CASE WHEN p.status_roll < 0.85 THEN 'completed' WHEN p.status_roll < 0.95 THEN 'cancelled' ELSE 'no_show' END
          WHEN p.status_roll < 0.3 THEN 'pending_staff_confirmation' WHEN p.status_roll < 0.4 THEN 'pending' ELSE 'confirmed' END AS status,
          p.upcoming AND p.status_roll < 0.15 AS unassigned) s`);
    await tx.execute(sql`INSERT INTO appointment_items (appointment_id, kind, item_id, parent_service_id, name_en, name_es, price, duration_minutes, position)
      SELECT p.id, item.kind, item."itemId", item."parentServiceId", item."nameEn", item."nameEs", item.price, item."durationMinutes", item.position
      FROM history_picked p
      CROSS JOIN LATERAL jsonb_to_recordset(p.items) AS item(kind text, "itemId" text, "parentServiceId" text, "nameEn" text, "nameEs" text,
        price int, "durationMinutes" int, position int)`);
    await writeHistoryParts(tx);

    const completed = await tx.$count(appointments, eq(appointments.status, "completed"));
    const reviewChance = Math.min(1, (FULL.reviews * scale) / Math.max(1, completed));
    await tx.execute(sql`INSERT INTO reviews (appointment_id, staff_id, user_id, rating, comment, created_at)
      SELECT a.id, a.staff_id, a.user_id, CASE WHEN r < 0.6 THEN 5 WHEN r < 0.85 THEN 4 WHEN r < 0.95 THEN 3 WHEN r < 0.98 THEN 2 ELSE 1 END,
        CASE WHEN r < 0.5 THEN 'Muy buen servicio, volveré.' WHEN r < 0.9 THEN 'Great work, thank you!' END, a.completed_at + interval '1 day'
      FROM appointments a CROSS JOIN LATERAL (SELECT pg_temp.history_random(${seed} || ':rating:' || a.id) AS r) rating
      WHERE a.status = 'completed' AND pg_temp.history_random(${seed} || ':review:' || a.id) < ${reviewChance}::float8`);
    await seedHistoryCheckouts(tx, seed);

    return {
      clients,
      pastAppointments: await tx.$count(appointments, lt(appointments.appointmentDate, today)),
      items: await tx.$count(appointmentItems),
      reviews: await tx.$count(reviews),
      upcoming: await tx.$count(appointments, gte(appointments.appointmentDate, today)),
      visitsInParts: await tx.$count(appointmentSegments, eq(appointmentSegments.position, 1)),
    };
  });
  await db.execute(sql`ANALYZE`);
  return counts;
}
