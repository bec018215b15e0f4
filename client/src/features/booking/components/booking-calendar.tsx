import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { enUS } from "react-day-picker/locale/en-US";
import { es } from "react-day-picker/locale/es";
import "react-day-picker/style.css";
import { useI18n } from "@/lib/i18n/use-i18n";
import { dateStringToLocalDate, localDateToDateString } from "@/lib/calendar-dates";

interface BookingCalendarProps {
  selected: string;
  today: string;
  /** Salon dates that may be booked (today … +3 without Sundays). */
  bookable: readonly string[];
  onSelect: (date: string) => void;
}

/**
 * Seven days fit a 360-pixel phone inside the step's card (the page's and the card's padding and border
 * take 4.625rem of the width): a day is narrower there than the salon's usual 2.75rem. An inline style,
 * as it must win over the calendar's own rules.
 */
const FIT_THE_WEEK = {
  "--rdp-day-width": "min(2.75rem, calc((100vw - 4.625rem) / 7))",
  "--rdp-day_button-width": "calc(var(--rdp-day-width) - 2px)",
} as CSSProperties;

export function BookingCalendar({ selected, today, bookable, onSelect }: BookingCalendarProps) {
  const { language } = useI18n();
  const first = bookable[0] ?? today;
  const last = bookable[bookable.length - 1] ?? today;
  return (
    <DayPicker
      className="cita-calendar mx-auto"
      style={FIT_THE_WEEK}
      mode="single"
      required
      locale={language === "en" ? enUS : es}
      selected={dateStringToLocalDate(selected)}
      onSelect={(date) => onSelect(localDateToDateString(date))}
      today={dateStringToLocalDate(today)}
      defaultMonth={dateStringToLocalDate(selected)}
      startMonth={dateStringToLocalDate(first)}
      endMonth={dateStringToLocalDate(last)}
      disabled={(date) => !bookable.includes(localDateToDateString(date))}
    />
  );
}
