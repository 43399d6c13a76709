// PatternKitUIKit is the umbrella: one import for the three UIKit products and every
// validation layer, rules included. An app that uses one pattern imports that product
// instead and compiles nothing of the others.
@_exported import EventHandlersUIKit
@_exported import InputValidation
@_exported import InputValidationUIKit
@_exported import VisitorsUIKit
