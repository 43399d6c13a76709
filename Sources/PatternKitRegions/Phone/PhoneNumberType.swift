/// What a phone number is for, as the numbering plan of its region says.
///
/// ```swift
/// try PhoneNumber.parse("+49 151 23456789").type   // .mobile
/// try PhoneNumber.parse("030 1234567", region: "DE").type   // .fixedLine
/// try PhoneNumber.parse("+1 201 555 0123").type    // .fixedLineOrMobile: the US plan does not tell
/// ```
public enum PhoneNumberType: String, Hashable, Sendable, CaseIterable {
    /// A geographic number of a landline.
    case fixedLine
    /// A mobile number.
    case mobile
    /// A number the plan uses for both, such as every geographic number in the United States.
    case fixedLineOrMobile
    /// Free to call (0800, 1-800, …).
    case tollFree
    /// A number that costs more than a normal call.
    case premiumRate
    /// A number whose cost the caller and the called share.
    case sharedCost
    /// Voice over IP.
    case voip
    /// A personal number that follows its owner to any phone.
    case personalNumber
    /// A pager.
    case pager
    /// A universal access number, reaching a company wherever it is.
    case uan
    /// A voicemail access number.
    case voicemail
    /// A number of the right length that no range of the plan covers: not a valid number.
    case unknown

    /// The bit of the type in the generated tables' labels (bit 0 is the whole plan).
    var tableBit: Int {
        switch self {
        case .fixedLine: 1
        case .mobile: 2
        case .tollFree: 3
        case .premiumRate: 4
        case .sharedCost: 5
        case .personalNumber: 6
        case .voip: 7
        case .pager: 8
        case .uan: 9
        case .voicemail: 10
        case .fixedLineOrMobile, .unknown: -1
        }
    }
}
