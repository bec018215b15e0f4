import { common } from "./common";
import type { reviewLink as spanish } from "../es/review-link";

export const reviewLink: typeof spanish = {
  title: "How was your visit?",
  subtitle: "Your opinion helps us improve. It only takes a minute.",
  loading: common.loading,
  service: "Service",
  manicurist: "Manicurist",
  date: "Date",
  rating: "Rating",
  ratingHint: "Choose from 1 to 5 stars.",
  ratingLabels: { 5: "Excellent", 4: "Very Good", 3: "Good", 2: "Fair", 1: "Needs Improvement" },
  starOption: (stars: number, label: string) => `${label} (${stars})`,
  comment: "Comment (optional)",
  commentPlaceholder: "Tell us about your visit",
  characters: (count: number, max: number) => `${count}/${max}`,
  submit: "Submit Review",
  submitting: "Submitting...",
  thankYou: "Thank you!",
  submitted: "Your review has been submitted successfully.",
  invalidTitle: "Invalid link",
  invalid: "This review link is invalid or has expired.",
  submitFailed: "Failed to submit review. Please try again.",
  connectionError: "Connection error",
  loadFailed: "We couldn't load your review. Check your connection and try again.",
  retry: common.retry,
  backHome: "Go to the home page",
};
