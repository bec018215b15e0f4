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

export function BookingCalendar({ selected, today, bookable, onSelect }: BookingCalendarProps) {
  const { language } = useI18n();
  const first = bookable[0] ?? today;
  const last = bookable[bookable.length - 1] ?? today;
  return (
    <DayPicker
      className="cita-calendar mx-auto"
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
