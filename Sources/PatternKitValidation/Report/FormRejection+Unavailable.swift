extension FormRejection {
    /// The whole form refused because the server cannot judge it now — a check it runs could
    /// not be done, its store is down or slow: `serviceUnavailable` (1585), answered `503`.
    /// The message says nothing of the cause (that belongs in the server's log), and the form
    /// may well be valid: the client can send it again later.
    ///
    /// ```swift
    /// FormRejection.serviceUnavailable.httpStatus   // 503
    /// ```
    public static var serviceUnavailable: FormRejection {
        FormRejection(formError: ValidationError(.serviceUnavailable))
    }

    /// The failures of checks that could not be done (`asyncCheckFailed`, 1540): their
    /// `detail` says why — for the server's log, never for the client.
    public var unfinishedChecks: [Failure] {
        failures.filter { $0.error.code == .asyncCheckFailed }
    }

    /// This rejection as a server answers it: ``serviceUnavailable`` (`503`) when one of its
    /// checks could not be done, since the server cannot tell whether the form is valid;
    /// itself otherwise.
    ///
    /// ```swift
    /// let checked = await signUpForm.validateIncludingChecks(values)   // the database is down
    /// let rejection = FormRejection(checked)
    /// log(rejection.unfinishedChecks)                         // the detail, on the server
    /// rejection.answered.httpStatus                           // 503, no detail
    /// ```
    public var answered: FormRejection {
        unfinishedChecks.isEmpty ? self : .serviceUnavailable
    }
}
