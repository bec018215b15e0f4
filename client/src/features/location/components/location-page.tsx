import { Clock, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SALON, SALON_FULL_ADDRESS } from "@shared/salon";
import { formatTime } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useLocationStrings } from "../i18n/strings";

const query = encodeURIComponent(`${SALON.name}, ${SALON_FULL_ADDRESS}`);
const GOOGLE_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;
const WAZE_URL = `https://waze.com/ul?q=${encodeURIComponent(SALON_FULL_ADDRESS)}&navigate=yes`;
const EMBED_URL = `https://www.google.com/maps?q=${encodeURIComponent(SALON_FULL_ADDRESS)}&output=embed`;

export function LocationPage() {
  const s = useLocationStrings();
  const language = usePageLanguage();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">{s.title}</h1>
        <p className="text-stone-700">{s.subtitle}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <Card className="overflow-hidden">
          <iframe
            title={s.mapTitle}
            src={EMBED_URL}
            className="block h-80 w-full border-0 sm:h-[28rem]"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <MapPin className="size-5 text-plum-700" aria-hidden />
                {s.address}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <address className="not-italic text-stone-800">
                {SALON.name}
                <br />
                {SALON.streetAddress}
                <br />
                {SALON.locality}
              </address>
              <p className="text-sm text-stone-600">{s.parking}</p>
              <div className="flex flex-wrap gap-2">
                <a href={GOOGLE_MAPS_URL} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "sm" })}>
                  <MapPin aria-hidden />
                  {s.openGoogleMaps}
                </a>
                <a href={WAZE_URL} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <Navigation aria-hidden />
                  {s.openWaze}
                </a>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Clock className="size-5 text-plum-700" aria-hidden />
                {s.hours}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-800">
                <dt>{s.mondayToSaturday}</dt>
                <dd className="font-semibold">
                  {formatTime(SALON.opensAt, language, "12-hour")} – {formatTime(SALON.closesAt, language, "12-hour")}
                </dd>
                <dt>{s.sunday}</dt>
                <dd className="font-semibold">{s.closed}</dd>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{s.contact}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-1">
              <a href={SALON.phoneHref} className="flex min-h-11 items-center gap-2 font-medium text-plum-800 underline-offset-4 hover:underline">
                <Phone className="size-4" aria-hidden />
                {SALON.phoneDisplay}
              </a>
              <a href={`mailto:${SALON.email}`} className="flex min-h-11 items-center gap-2 font-medium text-plum-800 underline-offset-4 hover:underline">
                <Mail className="size-4" aria-hidden />
                {SALON.email}
              </a>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
