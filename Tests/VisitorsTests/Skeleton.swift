// Skeleton: replaced by the module's own tests.
