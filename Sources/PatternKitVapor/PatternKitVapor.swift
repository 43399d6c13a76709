// The Vapor integration, built only with the `Vapor` trait.
