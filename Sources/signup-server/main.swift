// `swift run --traits Vapor signup-server`
