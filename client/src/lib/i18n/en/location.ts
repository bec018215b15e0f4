import type { location as spanish } from "../es/location";

export const location: typeof spanish = {
  title: "Location",
  subtitle: "A short walk from the San Ysidro port of entry.",
  address: "Address",
  openGoogleMaps: "Open in Google Maps",
  openWaze: "Open in Waze",
  mapTitle: "Map of Cita Nail & Beauty Studio in San Ysidro",
  hours: "Opening hours",
  mondayToSaturday: "Monday – Saturday",
  sunday: "Sunday",
  closed: "Closed",
  contact: "Contact",
  parking: "Free parking in front of the studio.",
};
