/* Writing a field of a struct through a null pointer: the address is null plus the field's
 * offset, still a null dereference. */
#include <stddef.h>

struct node { long key; struct node *next; };

int main(void) {
    struct node *n = NULL;
    n->next = n;
    return 0;
}
