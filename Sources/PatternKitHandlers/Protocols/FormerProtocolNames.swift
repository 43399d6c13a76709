/// The name ``EditableTextHandling`` had before 0.2: kept so code written for it compiles.
public typealias TextEditingHandling = EditableTextHandling

/// The name ``TextFieldHandling`` had before 0.2: kept so code written for it compiles.
public typealias TextInputHandling = TextFieldHandling
