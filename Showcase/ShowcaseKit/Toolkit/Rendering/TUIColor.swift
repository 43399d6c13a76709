/// A terminal colour: the terminal's default or one of the 16 ANSI colours.
///
/// The names mirror `UIColor`'s class properties so code reads the same on both
/// platforms: `cell.backgroundColor = .red`.
package enum TUIColor: Hashable, Sendable, CaseIterable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// ANSI black (colour 0).
    case black
    /// ANSI red (colour 1).
    case red
    /// ANSI green (colour 2).
    case green
    /// ANSI yellow (colour 3).
    case yellow
    /// ANSI blue (colour 4).
    case blue
    /// ANSI magenta (colour 5).
    case magenta
    /// ANSI cyan (colour 6).
    case cyan
    /// ANSI white (colour 7).
    case white
    /// ANSI bright black, usually shown as grey (colour 8).
    case gray
    /// ANSI bright red (colour 9).
    case brightRed
    /// ANSI bright green (colour 10).
    case brightGreen
    /// ANSI bright yellow (colour 11).
    case brightYellow
    /// ANSI bright blue (colour 12).
    case brightBlue
    /// ANSI bright white (colour 15).
    case brightWhite

    /// The ANSI palette index, or `nil` for ``default``.
    var paletteIndex: Int? {
        switch self {
        case .default: nil
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .gray: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightWhite: 15
        }
    }

    /// The SGR parameter selecting this colour as foreground (`background == false`)
    /// or background.
    func sgrParameter(background: Bool) -> Int {
        guard let index = paletteIndex else { return background ? 49 : 39 }
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return base + index % 8
    }

    /// The colour an SGR parameter selects, and whether it is a background colour;
    /// `nil` when the parameter is not a colour.
    static func from(sgrParameter parameter: Int) -> (color: TUIColor, background: Bool)? {
        let table: [(ClosedRange<Int>, Int, Bool)] = [
            (30...37, 30, false), (40...47, 40, true), (90...97, 90, false), (100...107, 100, true),
        ]
        if parameter == 39 { return (.default, false) }
        if parameter == 49 { return (.default, true) }
        for (range, base, background) in table where range.contains(parameter) {
            let index = parameter - base + (base >= 90 ? 8 : 0)
            guard let color = allCases.first(where: { $0.paletteIndex == index }) else { return nil }
            return (color, background)
        }
        return nil
    }
}
