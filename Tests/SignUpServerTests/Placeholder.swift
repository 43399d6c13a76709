// Built only with the `Vapor` trait.
