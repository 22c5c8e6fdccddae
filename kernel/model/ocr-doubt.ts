/**
 * A field of a notice read by OCR with words the reader was unsure of (docs/ocr.md, "Doubtful
 * words"). The mean confidence of a page hides them: `ZOZO TRA NSPORTS` sits on a page read at
 * 0.92, its split word at 0.4.
 */

/**
 * Below this word confidence (0..1) a reading needs a person: the threshold `pipeline revue` also
 * applies to a document's mean confidence.
 */
export const OCR_REVIEW_CONFIDENCE = 0.8;

/** The notice fields whose printed words are checked. */
export const OCR_CHECKED_FIELDS = ['ridet', 'denomination', 'nouvelle_denomination', 'forme_juridique', 'capital', 'siege', 'dirigeants'] as const;
export type OcrCheckedField = (typeof OCR_CHECKED_FIELDS)[number];

export interface OcrDoute {
  champ: OcrCheckedField;
  /** The doubtful words as read, in the order the field prints them. */
  mots: string[];
  /** The lowest confidence among them, 0..1. */
  confiance: number;
}

/** One word of a reading below the review threshold, as OCR read it. */
export interface OcrDoubtfulWord {
  mot: string;
  confiance: number;
}
