import { Download, Share2 } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useQrStrings } from "../i18n/strings";

/** The salon's QR code: 300 px, margin 2, black on white, error correction M (scans with up to ~15% damaged). */
const QR_OPTIONS: QRCode.QRCodeToDataURLOptions = {
  width: 300,
  margin: 2,
  color: { dark: "#000000", light: "#ffffff" },
  errorCorrectionLevel: "M",
};

export function QrPage() {
  const s = useQrStrings();
  const siteUrl = window.location.origin;
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const canShare = typeof navigator.share === "function";

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(siteUrl, QR_OPTIONS)
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch((error: unknown) => console.error("Could not draw the QR code", error));
    return () => {
      cancelled = true;
    };
  }, [siteUrl]);

  const share = () => {
    navigator.share({ title: s.shareTitle, text: s.shareText, url: siteUrl }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError; only real failures are worth logging.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error("Share failed", error);
    });
  };

  return (
    <div className="mx-auto max-w-xl space-y-6 text-center">
      <div className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">{s.title}</h1>
        <p className="text-stone-700">{s.subtitle}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col items-center gap-5 pt-5 sm:pt-6">
          {dataUrl ? (
            <img src={dataUrl} width={300} height={300} alt={s.imageAlt} className="rounded-xl border border-stone-200" data-testid="qr-image" />
          ) : (
            <Spinner label={s.generating} className="h-[300px]" />
          )}
          <p className="break-all text-sm font-medium text-stone-700">{siteUrl}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {dataUrl ? (
              <a href={dataUrl} download="cita-qr.png" className={buttonVariants()}>
                <Download aria-hidden />
                {s.download}
              </a>
            ) : null}
            {canShare ? (
              <Button variant="outline" onClick={share}>
                <Share2 aria-hidden />
                {s.share}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
