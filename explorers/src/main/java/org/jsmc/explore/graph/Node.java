package org.jsmc.explore.graph;

import org.jsmc.exec.Event;

/**
 * One event of an execution graph: the interpreter's event as last replayed, where it sits, what it
 * reads and writes. Immutable; a graph replaces a node to change it.
 *
 * @param thread the thread's index ({@link org.jsmc.exec.ThreadId#index()})
 * @param index the node's position in its thread, from 0 (program order)
 * @param stamp when the node was added to the graph: TruSt's order {@code <_G}
 * @param event the interpreter's event, as the last replay performed it (or as it was pending)
 * @param kind what the node does to shared state
 * @param location the location read and/or written ({@link Locations}), or -1
 * @param rf the write a reading node reads: a {@link Graph#ref} or {@link Graph#INIT}; {@link
 *     Graph#NONE} for a node that reads nothing
 * @param value the value written, when {@link #valueKnown()}
 * @param valueKnown whether {@link #value()} is known (an RMW's result is known once replayed)
 * @param placed whether the write is in its location's coherence order yet
 * @param choice the alternative a choice took, or -1
 * @param halts whether the interpreter ends in an error right after performing this node: the
 *     replay no longer performs it, so that the other threads can go on
 */
public record Node(
        int thread,
        int index,
        int stamp,
        Event event,
        Kind kind,
        int location,
        int rf,
        long value,
        boolean valueKnown,
        boolean placed,
        int choice,
        boolean halts) {

    /** This node's reference in its graph. */
    public int ref() {
        return Graph.ref(thread, index);
    }

    /** Whether the node's write still waits for its place in coherence order. */
    public boolean pending() {
        return kind.writes() && !placed;
    }

    Node withStamp(int s) {
        return new Node(
                thread,
                index,
                s,
                event,
                kind,
                location,
                rf,
                value,
                valueKnown,
                placed,
                choice,
                halts);
    }

    Node withPlaced(boolean p) {
        return new Node(
                thread,
                index,
                stamp,
                event,
                kind,
                location,
                rf,
                value,
                valueKnown,
                p,
                choice,
                halts);
    }

    /** The node marked as ending the execution in an error when performed. */
    public Node halting() {
        return new Node(
                thread,
                index,
                stamp,
                event,
                kind,
                location,
                rf,
                value,
                valueKnown,
                placed,
                choice,
                true);
    }

    /** The node as the replay performed {@code e}, which wrote {@code v} if it writes. */
    Node replayed(Event e, long v, boolean known) {
        return new Node(
                thread, index, stamp, e, kind, location, rf, v, known, placed, choice, halts);
    }

    /**
     * The node reading {@code write} instead, as {@code k} writing {@code v}, its write unplaced.
     */
    public Node reading(int write, Kind k, long v, boolean known) {
        return new Node(
                thread, index, stamp, event, k, location, write, v, known, false, choice, false);
    }
}
