#if Vapor
    import Vapor

    extension HTTPHeaders {
        /// `X-Content-Type-Options: nosniff`: a browser takes the answer as the type its
        /// `Content-Type` names and never guesses another (HTML in a JSON body that repeats
        /// what the client sent). Every answer of a validating route carries it.
        mutating func forbidSniffing() {
            replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        }
    }
#endif
