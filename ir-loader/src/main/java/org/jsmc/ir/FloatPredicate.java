package org.jsmc.ir;

/**
 * The predicates of {@code fcmp}: {@code O…} predicates are false when an operand is NaN, {@code
 * U…} predicates true.
 */
public enum FloatPredicate {
    FALSE,
    OEQ,
    OGT,
    OGE,
    OLT,
    OLE,
    ONE,
    ORD,
    UNO,
    UEQ,
    UGT,
    UGE,
    ULT,
    ULE,
    UNE,
    TRUE
}
