// Words for the domain's statuses, with no React: the server's mail and refusals read them too.
export {
  customerStandingLabels,
  orderStatusLabels,
  paperKindLabels,
  paperStateLabels,
  quoteStatusCustomerLabels,
  quoteStatusLabels,
  releaseRequirementLabels,
} from "./status-labels.js";
