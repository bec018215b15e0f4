import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

interface NoticeCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A page that is one message under an icon (an invalid link, a load failure), with what to do next as its children. */
export function NoticeCard({ icon, title, children }: NoticeCardProps) {
  return (
    <Card className="mx-auto max-w-lg" aria-live="polite">
      <CardHeader className="items-center text-center">
        {icon}
        <h1 className="font-display text-xl font-semibold text-plum-950">{title}</h1>
      </CardHeader>
      <CardContent className="space-y-4 text-center">{children}</CardContent>
    </Card>
  );
}
