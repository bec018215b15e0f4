import type { reviews as spanish } from "../es/reviews";

export const reviews: typeof spanish = {
  title: "Reviews",
  subtitle: "What our clients say about us.",
  formTitle: "Leave a review",
  name: "Your name",
  rating: "Rating",
  comment: "Comment",
  submit: "Submit Review",
  submitting: "Submitting...",
  fillAllFields: "Please fill in all fields",
  thankYou: "Thank you!",
  submitted: "Your review has been submitted successfully.",
  starOption: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  sampleTitle: "Recent reviews",
};
