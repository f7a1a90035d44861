package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.Event;

/**
 * The canonical linearisation of a trace's Mazurkiewicz class: repeatedly emit, among the units
 * (atomic sections, or single events) all of whose program-order and dependence predecessors are
 * emitted, the one of the smallest thread index. It depends only on the class, and two classes
 * never share it, so it is a second, independent form of the Mazurkiewicz key.
 */
final class Canonical {
    private Canonical() {}

    static List<Event> linearisation(Relations r) {
        Map<Integer, List<Integer>> members = new LinkedHashMap<>();
        for (int i = 0; i < r.size; i++) {
            members.computeIfAbsent(r.unit(i), u -> new ArrayList<>()).add(i);
        }
        Map<Integer, Set<Integer>> predecessors = new LinkedHashMap<>();
        for (var unit : members.entrySet()) {
            Set<Integer> preds = new HashSet<>();
            for (int i : unit.getValue()) {
                for (int p : r.programOrderPredecessors(i)) {
                    preds.add(r.unit(p));
                }
                for (int j = 0; j < i; j++) {
                    if (r.dependent(j, i)) {
                        preds.add(r.unit(j));
                    }
                }
            }
            preds.remove(unit.getKey());
            predecessors.put(unit.getKey(), preds);
        }
        List<Event> out = new ArrayList<>(r.size);
        Set<Integer> emitted = new HashSet<>();
        while (emitted.size() < members.size()) {
            Integer next = null;
            for (var unit : predecessors.entrySet()) {
                int u = unit.getKey();
                if (!emitted.contains(u)
                        && emitted.containsAll(unit.getValue())
                        && (next == null
                                || r.event(u).thread().compareTo(r.event(next).thread()) < 0)) {
                    next = u;
                }
            }
            emitted.add(next);
            for (int i : members.get(next)) {
                out.add(r.event(i));
            }
        }
        return out;
    }
}
