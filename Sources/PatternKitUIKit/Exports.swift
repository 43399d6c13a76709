@_exported import PatternKitContainersUIKit
// PatternKitUIKit is the umbrella: one import for every UIKit module (closures; those of text views,
// search bars, scroll views, gestures, the keyboard and bar button items; those of tables,
// collections, pickers and controllers; the contact and image picker controllers' closures; Combine
// publishers, validated fields and forms, visitor data sources) and every validation layer,
// rules included. An app that wants fewer bytes depends on PatternKitHandlersUIKit or
// PatternKitValidationUIKit instead and links nothing of the rest.
@_exported import PatternKitHandlersUIKit
@_exported import PatternKitPublishersUIKit
@_exported import PatternKitSystemPickersUIKit
@_exported import PatternKitValidation
@_exported import PatternKitValidationUIKit
@_exported import PatternKitViewsUIKit
@_exported import PatternKitVisitorsUIKit
