export { SubscriptionsForm, defaultSubscriptionsFormLabels, subscriptionKeys } from "./SubscriptionsForm.js";
export type {
  SubscriptionKey,
  SubscriptionState,
  SubscriptionsFormLabels,
  SubscriptionsFormProps,
} from "./SubscriptionsForm.js";
