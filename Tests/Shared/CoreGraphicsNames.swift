import AnimDBEngine

#if canImport(FoundationEssentials)
    // On Linux, Foundation (which some tests import) and AnimDBEngine both declare these; the engine's are the ones
    // animdb uses. Declarations in a module win over imported ones, so these settle every use in the target. Test
    // targets that use the types include this one file through a symbolic link.
    typealias CGFloat = AnimDBEngine.CGFloat
    typealias CGPoint = AnimDBEngine.CGPoint
    typealias CGSize = AnimDBEngine.CGSize
    typealias CGRect = AnimDBEngine.CGRect
#endif
