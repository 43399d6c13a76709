/// A field's asynchronous check is a session of its text (see `FieldController.asyncValidator`).
extension ValidationSession: FieldCheckSession where Input == String {}
