// A paper as staff see it: the kit's card, and under it Accept and Reject while it awaits review. The review queue and
// a customer's page show the same card.
import type { ReactNode } from "react";
import type { Paper, PaperFile } from "@backlot/domain";
import { PaperCard } from "@backlot/ui/PaperCard";
import { paperKindLabels } from "@backlot/ui/labels";
import { PaperReview, type ReviewDecision } from "./PaperReview.js";

export interface ReviewablePaperProps<P extends Paper> {
  paper: P;
  settings: { locale: string; currency: string };
  headingLevel: 2 | 3;
  owner?: ReactNode;
  onOpenFile?: ((file: PaperFile) => Promise<void>) | undefined;
  /** Reviews the paper; without it, no review buttons (a paper already reviewed has none either way). */
  onReview?: ((paper: P, decision: ReviewDecision, reason: string) => Promise<void>) | undefined;
}

export function ReviewablePaper<P extends Paper>({
  paper,
  settings,
  headingLevel,
  owner,
  onOpenFile,
  onReview,
}: ReviewablePaperProps<P>) {
  return (
    <PaperCard
      paper={paper}
      locale={settings.locale}
      currency={settings.currency}
      headingLevel={headingLevel}
      owner={owner}
      {...(onOpenFile ? { onOpenFile } : {})}
    >
      {paper.state === "sent" && onReview && (
        <PaperReview
          paperName={paperKindLabels[paper.kind]}
          onReview={(decision, reason) => onReview(paper, decision, reason)}
        />
      )}
    </PaperCard>
  );
}
