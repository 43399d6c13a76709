extension PhoneNumber {
    /// Why a text is not a phone number at all: the `problem` parameter of error 1170
    /// (`ValidationError/Code/phoneNumber`) thrown by ``PhoneNumber/parse(_:region:)``.
    ///
    /// A text that is a number but not one the plan uses is not a parse failure: its
    /// ``PhoneNumber/type`` is ``PhoneNumberType/unknown`` and validators report code 1171.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// A character other than digits, a leading `+`, and the separators people type
        /// (space, `-`, `.`, `/`, parentheses, no-break space); `utf16Offset` points at it.
        case invalidCharacter
        /// No `+` (or international prefix such as `00`) and no region to read a national number in.
        case missingCountryCode
        /// The digits after `+`, or after the region's international prefix (`00` in
        /// Germany), start with no country calling code in use.
        case invalidCountryCode
        /// Fewer digits than any number of the plan has; `count` is the digits found.
        case tooShort
        /// More digits than any number of the plan has; `count` is the digits found.
        case tooLong
    }
}
